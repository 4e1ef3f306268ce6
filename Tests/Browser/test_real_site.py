"""The real site, the token fixture sites and the example package's site, each served under a sub-path: every page in
Chromium, WebKit and Firefox (light and dark, with Chromium's screenshots to look at), the Nu validator, and the
link checker. Every check must find nothing."""

import pytest

from site_checks import ROOT, browse_pages, check_links, temporary_folder, validate_markup

SCREENSHOTS = ROOT / ".build-browser" / "screenshots"
# Sites whose tokens come in each form Specimen reads: every type of the Format module, a resolver document, a
# Tokens Studio export and a Style Dictionary source set; and pages written for other generators.
FIXTURES = ["every-token-type", "resolver-module", "tokens-studio", "style-dictionary", "other-generators", "code-languages"]


@pytest.fixture(params=["real", *FIXTURES, "example"])
def site(request, real_site, fixture_sites):
    if request.param == "real":
        return ("real", real_site)
    if request.param == "example":
        return ("example", request.getfixturevalue("example_site"))
    return (request.param, fixture_sites(request.param))


def test_site_has_pages(real_site):
    assert len(real_site.pages) >= 10, real_site.pages


@pytest.mark.parametrize("viewport", ["desktop", "phone"])
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_pages(site, engine, scheme, viewport):
    name, built = site
    folder = SCREENSHOTS if name == "real" else SCREENSHOTS / name
    problems = browse_pages(built, built.pages, scheme, folder if engine == "chromium" else None, viewport, engine)
    assert problems == [], "\n".join(problems)


def test_markup_is_valid(site):
    problems = validate_markup(site[1])
    assert problems == [], "\n".join(problems)


def test_links_and_anchors_resolve(site):
    problems = check_links(site[1], temporary_folder())
    assert problems == [], "\n".join(problems)
