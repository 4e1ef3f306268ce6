"""The real site, served under a sub-path: every page in Chromium (light and dark), the Nu validator, and the
link checker. Every check must find nothing."""

import pytest

from site_checks import ROOT, browse_pages, check_links, temporary_folder, validate_markup

SCREENSHOTS = ROOT / ".build-browser" / "screenshots"


def test_site_has_pages(real_site):
    assert len(real_site.pages) >= 10, real_site.pages


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_pages_in_chromium(real_site, scheme):
    problems = browse_pages(real_site, real_site.pages, scheme, SCREENSHOTS)
    assert problems == [], "\n".join(problems)


def test_markup_is_valid(real_site):
    problems = validate_markup(real_site)
    assert problems == [], "\n".join(problems)


def test_links_and_anchors_resolve(real_site):
    problems = check_links(real_site, temporary_folder())
    assert problems == [], "\n".join(problems)
