"""An editor session with `w3wlint lsp`, through a real LSP client (pytest-lsp): open a failing theme, fix it without
saving, apply a code action, hover a colour, and see an export judged against the theme on disk above it."""

import os
import pathlib
import shutil
import subprocess
import sys
import tempfile

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

W3WLINT = os.environ.get("W3WLINT", str(pathlib.Path(__file__).resolve().parents[2] / ".build" / "debug" / "w3wlint"))
WORKSPACE = pathlib.Path(tempfile.mkdtemp(prefix="w3wlint-lsp-"))

# Grey on white (2.84:1) in schemes a and b, and a 5-point radius off the 4/8 presets.
FAILING = """w3wtheme: 1
scales:
  cornerRadius: [4, 8]
palette:
  grey: "#999999"
  white: "#FFFFFF"
schemes:
  a:
    colors: { foreground: grey, background: white }
  b:
    colors: { foreground: grey, background: white }
    styles: { cornerRadius: 5 }
"""
PASSING_COLOURS = FAILING.replace('grey: "#999999"', 'grey: "#595959"')


def setup_module():
    (WORKSPACE / "design" / "icons").mkdir(parents=True)
    (WORKSPACE / "design" / "theme.w3wtheme.yaml").write_text(FAILING)


def teardown_module():
    shutil.rmtree(WORKSPACE, ignore_errors=True)


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[W3WLINT, "lsp"]))
async def client(lsp_client: LanguageClient):
    await lsp_client.initialize_session(
        types.InitializeParams(capabilities=types.ClientCapabilities(), root_uri=WORKSPACE.as_uri()))
    yield
    await lsp_client.shutdown_session()


def uri(relative):
    return (WORKSPACE / relative).as_uri()


async def diagnostics_after(client, action, document):
    """Runs `action` and waits for the diagnostics of `document` it publishes."""
    client.diagnostics.pop(document, None)
    action()
    while document not in client.diagnostics:
        await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    return client.diagnostics[document]


def brief(diagnostic):
    r = diagnostic.range
    return (diagnostic.code, diagnostic.severity, r.start.line, r.start.character, r.end.line, r.end.character)


@pytest.mark.asyncio
async def test_edit_session(client: LanguageClient):
    theme = uri("design/theme.w3wtheme.yaml")
    opened = await diagnostics_after(client, lambda: client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=theme, language_id="yaml", version=1, text=FAILING))), theme)
    # The contrast error at scheme a's foreground (`grey`, line 9), shown again at scheme b's (line 11), and the
    # radius warning at `5` (line 12).
    assert sorted(brief(d) for d in opened) == [
        ("contrast", types.DiagnosticSeverity.Error, 8, 26, 8, 30),
        ("contrast", types.DiagnosticSeverity.Error, 10, 26, 10, 30),
        ("corner-radius", types.DiagnosticSeverity.Warning, 11, 28, 11, 29),
    ], opened
    first = next(d for d in opened if d.range.start.line == 8)
    assert first.source == "w3wlint"
    assert first.message.startswith("foreground #999999 on background #FFFFFF is 2.84:1 in light and dark mode, below WCAG AA 4.5:1")
    assert first.code_description.href.endswith("/docs/rules.md#contrast")
    assert [info.location.range.start.line for info in first.related_information] == [10]

    # Hover on the text colour: its contrast with its background in each mode.
    hover = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=theme), position=types.Position(line=8, character=27)))
    assert "- light and dark: #999999 on #FFFFFF is 2.84:1 — below AA 4.5:1 for text (foreground, scheme a)\n" in hover.contents.value, hover.contents.value

    # The colour fixed in the editor, not saved: the contrast errors go, the file on disk is unchanged.
    fixed = await diagnostics_after(client, lambda: client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=theme, version=2),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=PASSING_COLOURS)])), theme)
    assert [brief(d) for d in fixed] == [("corner-radius", types.DiagnosticSeverity.Warning, 11, 28, 11, 29)]
    assert (WORKSPACE / "design" / "theme.w3wtheme.yaml").read_text() == FAILING
    hover = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=theme), position=types.Position(line=8, character=27)))
    assert hover.contents.value == "**Contrast** (WCAG 2)\n\n- light and dark: #595959 on #FFFFFF is 7:1 — passes AA 4.5:1 for text (foreground, scheme a)"

    # The code action's edit is the edit `w3wlint check --fix` makes.
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=theme), range=fixed[0].range,
        context=types.CodeActionContext(diagnostics=fixed)))
    assert [a.title for a in actions] == ["Fix: 5 → 4"]
    edits = actions[0].edit.changes[theme]
    edited = apply(PASSING_COLOURS, edits)
    scratch = pathlib.Path(tempfile.mkdtemp(prefix="w3wlint-lsp-fix-"))
    (scratch / "theme.w3wtheme.yaml").write_text(PASSING_COLOURS)
    subprocess.run([W3WLINT, "check", "--fix", "theme.w3wtheme.yaml"], cwd=scratch, capture_output=True)
    assert edited == (scratch / "theme.w3wtheme.yaml").read_text()
    assert "cornerRadius: 4 }" in edited
    shutil.rmtree(scratch)

    after = await diagnostics_after(client, lambda: client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=theme, version=3),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=edited)])), theme)
    assert list(after) == []


@pytest.mark.asyncio
async def test_export_is_judged_against_the_theme_on_disk(client: LanguageClient):
    icon = uri("design/icons/button.svg")
    svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20">\n<rect width="40" height="20" rx="6" fill="#FFFFFF"/>\n</svg>\n'
    found = await diagnostics_after(client, lambda: client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=icon, language_id="xml", version=1, text=svg))), icon)
    radius = [d for d in found if d.code == "corner-radius"]
    assert len(radius) == 1 and radius[0].message.startswith("corner radius 6 of svg > rect is not a preset; nearest: 4 or 8"), found
    closed = await diagnostics_after(client, lambda: client.text_document_did_close(types.DidCloseTextDocumentParams(
        text_document=types.TextDocumentIdentifier(uri=icon))), icon)
    assert list(closed) == []


def apply(text, edits):
    """Applies LSP edits (UTF-16 positions; ASCII text here) to `text`, last first."""
    lines = text.split("\n")
    offsets = [0]
    for line in lines:
        offsets.append(offsets[-1] + len(line) + 1)
    for edit in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
        start = offsets[edit.range.start.line] + edit.range.start.character
        end = offsets[edit.range.end.line] + edit.range.end.character
        text = text[:start] + edit.new_text + text[end:]
    return text
