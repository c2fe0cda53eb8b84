"""The published OpenAPI schema tells the truth: schemathesis sends a few hundred generated
requests to a real server, shaped as the schema says (positive) and not (negative), and checks
every answer with its conformance checks: the status code is documented, the body and headers
are as described, schema-violating requests are refused, 405 names what is allowed, no server
error.

One of its checks is replaced: ``positive_data_acceptance`` wants every well-formed request
accepted, but the rules refuse well-formed requests by design (an illegal action, an option
value the game does not allow, a bot over the server's budget caps: 422, as documented).  In its
place, ``well_formed_is_never_400`` holds the server to its convention: 400 means "not shaped as
the schema says", so a request the schema allows never gets 400.
"""

from __future__ import annotations

import pytest

schemathesis = pytest.importorskip("schemathesis")
from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis.errors import Unsatisfiable  # noqa: E402
from schemathesis import GenerationMode  # noqa: E402
from schemathesis.specs.openapi.checks import positive_data_acceptance  # noqa: E402

from suite_depth import depth  # noqa: E402

from tianxia.server import create_app  # noqa: E402

EXAMPLES = depth(8, 15)  # per operation and mode, over every operation: a few hundred requests


def operations() -> list[tuple[str, str]]:
    spec = create_app("sqlite://", create_limit=None).openapi()  # the schema needs no database
    return [(method.upper(), path) for path, item in spec["paths"].items() for method in item]


def well_formed_is_never_400(ctx, response, case):
    if case.meta is not None and case.meta.generation.mode.is_positive and response.status_code == 400:
        raise AssertionError(f"a request the schema allows was answered 400: {response.text[:200]}")


@pytest.fixture(scope="module")
def api_schema(server):
    return schemathesis.openapi.from_url(server.url + "/openapi.json")


@pytest.mark.parametrize("mode", [GenerationMode.POSITIVE, GenerationMode.NEGATIVE], ids=["positive", "negative"])
@pytest.mark.parametrize("method, path", operations())
def test_every_operation_keeps_to_its_schema(api_schema, server, method, path, mode):
    operation = api_schema[path][method]

    @given(operation.as_strategy(generation_mode=mode))
    @settings(max_examples=EXAMPLES, deadline=None, derandomize=True, database=None,
              suppress_health_check=list(HealthCheck))
    def check(case):
        case.call_and_validate(base_url=server.url, excluded_checks=[positive_data_acceptance],
                               additional_checks=[well_formed_is_never_400])

    try:
        check()
    except Unsatisfiable:
        if mode is GenerationMode.POSITIVE:
            raise
        pytest.skip("no request can break this operation's schema (it takes no constrained input)")
