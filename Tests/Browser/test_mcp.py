"""`specimen mcp --site` on the real site as it was built, driven by the official MCP Python SDK over stdio: every
tool listed with a title, read-only annotations and an output schema, each tool's structured result valid against
that schema for a real call, resources listed and read, the prompt, and -32602 for an unknown tool. And the
built llms.txt read by the llms.txt proposal's reference parser, llms_txt2ctx."""

import json
import os
from concurrent.futures import ThreadPoolExecutor
import re
import shutil
import subprocess
import sys
from pathlib import Path

import anyio
import jsonschema
import pytest
from mcp import ClientSession, MCPError, StdioServerParameters, stdio_client
from mcp.types import PaginatedRequestParams

from site_checks import ROOT, specimen_binary, temporary_folder

# The tools and one real call of each; list_changes gets its report from specimen diff (see diff_report).
CALLS = {
    "get_guidelines": {},
    "list_components": {},
    "describe_component": {"name": "slider"},
    "get_page": {"path": "components/slider/"},
    "search_docs": {"query": "keyboard focus"},
    "list_tokens": {"prefix": "slider/", "mode": "dark"},
    "search_tokens": {"value": "rgb(0 92 229)"},
    "get_token": {"path": "slider/color/fill"},
    "render_preview": {"block": "slider value=40 state=pressed"},
    "example_for_state": {"block": "stepper style=circular steps=5 current=2"},
    "check_contrast": {"foreground": "slider/color/fill", "background": "slider/color/track/bg", "mode": "dark"},
    "list_changes": None,
}


def session(site_folder: Path, body):
    """Runs `body(session)` against `specimen mcp --site site_folder`, through the SDK's stdio client."""
    async def main():
        server = StdioServerParameters(command=str(specimen_binary()), args=["mcp", "--site", str(site_folder)])
        async with stdio_client(server) as (read, write):
            async with ClientSession(read, write) as client:
                await client.initialize()
                return await body(client)

    return anyio.run(main)


@pytest.fixture(scope="module")
def diff_report():
    """What specimen diff --format json prints when the brand blue changes."""
    workdir = temporary_folder()
    try:
        for side in ("old", "new"):
            shutil.copytree(ROOT / "Content", workdir / side / "Content")
        tokens = workdir / "new" / "Content" / "tokens.json"
        tokens.write_text(tokens.read_text().replace('"$value": "#005CE5"', '"$value": "#7AA7EF"', 1))
        result = subprocess.run([str(specimen_binary()), "diff", str(workdir / "old"), str(workdir / "new"), "--format", "json",
                                 "--output", str(workdir / "changes")], capture_output=True, text=True, cwd=workdir)
        assert result.returncode == 0, result.stderr
        yield result.stdout
    finally:
        shutil.rmtree(workdir, ignore_errors=True)


def test_tools_listed_with_titles_annotations_and_output_schemas(real_site):
    tools = session(real_site.output, lambda client: client.list_tools())
    assert [tool.name for tool in tools.tools] == list(CALLS)
    for tool in tools.tools:
        assert tool.title, tool.name
        hints = tool.annotations
        assert hints is not None and hints.read_only_hint is True and hints.destructive_hint is False, tool.name
        assert hints.idempotent_hint is True and hints.open_world_hint is False, tool.name
        assert tool.output_schema and tool.output_schema["type"] == "object", tool.name
        jsonschema.Draft202012Validator.check_schema(tool.output_schema)


def test_every_tools_structured_result_validates_against_its_output_schema(real_site, diff_report):
    async def body(client):
        schemas = {tool.name: tool.output_schema for tool in (await client.list_tools()).tools}
        results = {}
        for name, arguments in CALLS.items():
            results[name] = await client.call_tool(name, arguments if arguments is not None else {"report": diff_report})
        return schemas, results

    schemas, results = session(real_site.output, body)
    for name, result in results.items():
        assert result.is_error is False, (name, result.content)
        assert result.structured_content is not None, name
        jsonschema.validate(result.structured_content, schemas[name], cls=jsonschema.Draft202012Validator)
        assert result.content[0].type == "text" and result.content[0].text, name
    stepper = next(c for c in results["list_components"].structured_content["components"] if c["name"] == "stepper")
    assert [page["url"] for page in stepper["pages"]] == [
        "stepper/", "components/stepper-bullet/", "components/stepper-circular/", "components/step-indicator/"]
    assert results["render_preview"].structured_content["svg"].startswith("<svg")
    assert "slider/color/fill" in [t["path"] for t in results["search_tokens"].structured_content["tokens"]]
    assert results["list_changes"].structured_content["changes"], "the brand blue's change is listed"


def test_resources_listed_and_read(real_site):
    async def body(client):
        listed = await client.list_resources()
        resources = list(listed.resources)
        while listed.next_cursor:
            listed = await client.list_resources(params=PaginatedRequestParams(cursor=listed.next_cursor))
            resources += listed.resources
        by_uri = {resource.uri: resource for resource in resources}
        drawing = next(uri for uri, resource in by_uri.items() if resource.mime_type == "image/svg+xml")
        reads = {uri: await client.read_resource(uri) for uri in
                 ["specimen://site/components/slider/index.md", "specimen://site/site.json", "specimen://site/llms.txt", drawing]}
        return by_uri, drawing, reads

    by_uri, drawing, reads = session(real_site.output, body)
    assert by_uri["specimen://site/site.json"].mime_type == "application/json"
    assert by_uri["specimen://site/components/slider/index.md"].mime_type == "text/markdown"
    twin = reads["specimen://site/components/slider/index.md"].contents[0]
    assert twin.text == (real_site.output / "components" / "slider" / "index.md").read_text()
    assert reads["specimen://site/site.json"].contents[0].text == (real_site.output / "site.json").read_text()
    svg = reads[drawing].contents[0]
    assert svg.mime_type == "image/svg+xml" and svg.text.startswith("<svg")
    assert svg.text == (real_site.output / drawing.removeprefix("specimen://site/")).read_text()


def test_an_unlisted_resource_and_an_unknown_tool_are_protocol_errors(real_site):
    async def body(client):
        codes = []
        for attempt in (lambda: client.read_resource("specimen://site/../../etc/passwd"),
                        lambda: client.call_tool("no_such_tool", {}),
                        lambda: client.call_tool("get_token", {"path": "slider/color/fill", "extra": 1})):
            try:
                await attempt()
                codes.append(None)
            except MCPError as error:
                codes.append(error.error.code)
        missing = await client.call_tool("describe_component", {"name": "slidr"})
        return codes, missing

    codes, missing = session(real_site.output, body)
    assert codes == [-32002, -32602, -32602]
    assert missing.is_error is True and missing.content[0].text.startswith("error: no component 'slidr'")


def test_the_prompt(real_site):
    async def body(client):
        return await client.list_prompts(), await client.get_prompt("use-design-system")

    prompts, prompt = session(real_site.output, body)
    assert [p.name for p in prompts.prompts] == ["use-design-system"]
    assert prompt.messages[0].role == "user" and "get_guidelines" in prompt.messages[0].content.text


def test_llms_txt_read_by_llms_txt2ctx(real_site):
    """llms_txt2ctx parses the built llms.txt and fetches each link (absolute under the served base URL): every
    page listed comes back as a <doc> with its title, the slider's twin inside its own."""
    command = Path(sys.executable).parent / "llms_txt2ctx"
    workdir = temporary_folder()
    try:
        environment = {**os.environ, "NO_PROXY": "127.0.0.1,localhost", "no_proxy": "127.0.0.1,localhost"}
        result = subprocess.run([str(command), str(real_site.output / "llms.txt")], capture_output=True, text=True,
                                cwd=workdir, env=environment, timeout=300)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("<project title=\"Component Specimens\""), result.stdout[:300]
    listed = re.findall(r"^- \[([^\]]+)\]\(([^)]+)\)", (real_site.output / "llms.txt").read_text(), flags=re.MULTILINE)
    twins = [page["markdown"] for page in json.loads((real_site.output / "site.json").read_text())["pages"] if page.get("markdown")]
    assert sorted(url.removeprefix(real_site.base_url) for _, url in listed) == sorted(twins), "every twin, its link bare"
    assert all(url.startswith(real_site.base_url) and url.endswith("/index.md") for _, url in listed), listed
    for title, _ in listed:
        assert f'<doc title="{title}"' in result.stdout, title
    slider = result.stdout.split('<doc title="Slider"', 1)[1].split("</doc>", 1)[0]
    twin = (real_site.output / "components" / "slider" / "index.md").read_text()
    assert "## Scorecard" in slider and "Interactive preview `slider value=50 tooltip=always`" in slider
    assert "Interactive preview `slider value=50 tooltip=always`" in twin


def test_search_docs_is_the_search_box(real_site, tab):
    """One search: for each query, search_docs gives the pages the site's search box shows, in the box's order,
    each leading where the box's result leads. The box's query ends in a space: a finished query, as an
    assistant's is (while a word is being typed, the box also matches it as the start of longer words)."""
    queries = ["seek bar", "sliders", "--slider-color-fill", "#005CE5", "rgb(0, 92, 229)", "accessibilty",
               "keyboard focus", "stepper current step", "slider disabled"]

    async def body(client):
        return {query: (await client.call_tool("search_docs", {"query": query, "limit": 8})).structured_content
                for query in queries}

    # On a thread of its own: Playwright's page runs an event loop on this one.
    with ThreadPoolExecutor(max_workers=1) as pool:
        answers = pool.submit(session, real_site.output, body).result()
    tab.goto(real_site.url("components/slider/"))
    for query in queries:
        tab.fill("#site-search-input", query + " ")
        tab.wait_for_selector(f'[data-search][data-shown-query="{query} "]')
        shown = tab.eval_on_selector_all("#site-search-results a.search-result-page",
                                         "links => links.map(link => link.href)")
        found = [result["url"] for result in answers[query]["results"]]
        assert shown, query
        assert [real_site.base_url + (url.removeprefix("./")) for url in found] == shown, query
