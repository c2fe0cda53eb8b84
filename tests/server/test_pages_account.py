"""The account page in Chromium (issue 27): register, sign out, a wrong password's one line, sign
in again; both sizes readable, no serious accessibility violation."""

from __future__ import annotations

import pytest
from server_helpers import browser_tests_or_skip
from table_helpers import axe_violations, layout_problems

browser_tests_or_skip()


@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_register_sign_out_and_sign_in_again_on_the_account_page(open_page, size):
    page = open_page(size, "/account")
    assert page.locator("#sign-in-form").is_visible() and page.locator("#register-form").is_visible()
    assert not layout_problems(page, size == "phone") and not axe_violations(page)
    name = f"Page{size}"
    form = page.locator("#register-form")
    form.locator("input[name=name]").fill(name)
    form.locator("input[name=password]").fill("a long pass phrase")
    form.locator("button").click()
    page.wait_for_selector("#sign-out")
    assert page.locator("h1").inner_text() == f"{name}'s account"
    assert not layout_problems(page, size == "phone") and not axe_violations(page)
    page.locator("#sign-out").click()
    page.wait_for_url("**/")
    page.goto("/account")
    signin = page.locator("#sign-in-form")
    signin.locator("input[name=name]").fill(name.upper())
    signin.locator("input[name=password]").fill("not the phrase")
    signin.locator("button").click()
    page.wait_for_selector("#account-status.error")
    assert page.locator("#account-status").inner_text() == "wrong name or password"
    signin.locator("input[name=password]").fill("a long pass phrase")
    signin.locator("button").click()
    page.wait_for_selector("#sign-out")
    [session] = [c for c in page.context.cookies() if c["name"] == "tx_session"]
    assert session["httpOnly"] and session["sameSite"] == "Lax" and not page.evaluate("document.cookie.includes('tx_session')")
    assert page.js_errors == []
