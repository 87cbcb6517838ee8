import CPlaceholderGtk3
import CPlaceholderTestGtk3
import Foundation
import PlaceholderTestSupportGtk3
import PlaceholderTextView

/// Replays operations on fresh live views and on the reference model at
/// once, checking `ModelInvariants` after each (and inside the operations
/// that have an intermediate state), and stops at the first difference.
@MainActor
final class ModelRunner {
    /// The reference model.
    var model = ReferenceModel()
    /// The live views.
    let world: LiveWorld
    /// Differences found during the current operation.
    var found: [String] = []
    /// What the run exercised.
    var statistics = ModelStatistics()

    /// Fresh views; with `plantedBug`, a model that is wrong on purpose.
    private init(plantedBug: Bool) throws {
        model.plantedBug = plantedBug
        world = try LiveWorld(model: &model)
    }

    /// Runs `operations` on fresh views and tears them down; returns the
    /// first failure, or nil.
    static func run(
        _ operations: [ModelOperation], plantedBug: Bool = false, statistics: UnsafeMutablePointer<ModelStatistics>? = nil
    ) throws -> ModelFailure? {
        let runner = try ModelRunner(plantedBug: plantedBug)
        defer {
            runner.world.tearDown()
            statistics?.pointee.add(runner.statistics)
        }
        let trace = ProcessInfo.processInfo.environment["PLACEHOLDER_MODEL_TRACE"] != nil
        for (index, operation) in operations.enumerated() {
            if trace {
                let texts = (0..<2).map { String(String.UnicodeScalarView(runner.model.text($0))).debugDescription }
                FileHandle.standardError.write(Data("#\(index) \(operation) texts \(texts)\n".utf8))
            }
            try runner.apply(operation)
            runner.checkpoint()
            if !runner.found.isEmpty { return ModelFailure(index: index, operation: operation, messages: runner.found) }
        }
        return nil
    }

    /// Checks the invariants now and counts what was checked.
    private func checkpoint() {
        found += ModelInvariants.differences(world, model)
        statistics.checks += 1
        statistics.visibleChecks += (0..<2).filter { model.expectsVisible($0) }.count
    }

    // MARK: - Operations

    /// Applies `operation` to the model and to the live views.
    private func apply(_ operation: ModelOperation) throws {
        statistics.count(operation)
        switch operation {
        case .insert(let view, let at, let text):
            var scalars = model.text(view)
            let offset = at % (scalars.count + 1)
            scalars.insert(contentsOf: text.unicodeScalars, at: offset)
            model.setText(view, scalars)
            var iter = iterator(view, offset)
            gtk_text_buffer_insert(buffer(view), &iter, text, -1)
        case .delete(let view, let at, let count):
            var scalars = model.text(view)
            let start = at % (scalars.count + 1), end = min(scalars.count, start + count)
            guard start < end else { return }
            scalars.removeSubrange(start..<end)
            model.setText(view, scalars)
            var from = iterator(view, start), to = iterator(view, end)
            gtk_text_buffer_delete(buffer(view), &from, &to)
        case .setText(let view, let text):
            model.setText(view, Array(text.unicodeScalars))
            gtk_text_buffer_set_text(buffer(view), text, -1)
        case .type(let view, let at, let text):
            var offset = keyboardCaret(view, at)
            for character in text.unicodeScalars {
                var scalars = model.text(view)
                scalars.insert(character, at: offset)
                model.setText(view, scalars)
                offset += 1
                let keyval = character == "\n" ? GDK_KEY_Return : Int32(gdk_unicode_to_keyval(character.value))
                GtkHarness.pressKey(widget(view), keyval: keyval)
            }
        case .backspace(let view, let at):
            var scalars = model.text(view)
            let offset = at % (scalars.count + 1)
            // GTK deletes a whole or partial cluster; an ASCII character
            // before an ASCII one (or the end) is always exactly one.
            guard offset > 0, scalars[offset - 1].isASCII, offset == scalars.count || scalars[offset].isASCII
            else { return }
            _ = keyboardCaret(view, offset)
            scalars.remove(at: offset - 1)
            model.setText(view, scalars)
            GtkHarness.pressKey(widget(view), keyval: GDK_KEY_BackSpace)
        case .compose(let view, let at, let vowel):
            let offset = keyboardCaret(view, at)
            GtkHarness.pressKey(widget(view), keyval: GDK_KEY_dead_acute)
            model.preedit(view, active: true)
            checkpoint()  // the dead key waits as pre-edit text, not in the buffer
            var scalars = model.text(view)
            scalars.insert(Self.acute[vowel]!, at: offset)
            model.setText(view, scalars)
            model.preedit(view, active: false)
            GtkHarness.pressKey(widget(view), keyval: Int32(gdk_unicode_to_keyval(vowel.unicodeScalars.first!.value)))
        case .paste(let view, let at, let clip):
            let offset = keyboardCaret(view, at)
            if let clip {
                gtk_clipboard_set_text(LiveWorld.clipboard, clip, -1)
                model.clipboard = clip
            }
            var scalars = model.text(view)
            scalars.insert(contentsOf: model.clipboard.unicodeScalars, at: offset)
            model.setText(view, scalars)
            let expected = Array(String(String.UnicodeScalarView(scalars)).utf8)
            GtkHarness.pressKey(widget(view), keyval: GDK_KEY_v, modifiers: GDK_CONTROL_MASK)
            GtkHarness.pump(timeout: 2) { ModelInvariants.bytes(of: self.buffer(view)) == expected }
        case .cutAll(let view):
            _ = keyboardCaret(view, 0)
            let scalars = model.text(view)
            if !scalars.isEmpty {
                model.clipboard = String(String.UnicodeScalarView(scalars))
                model.setText(view, [])
            }
            GtkHarness.pressKey(widget(view), keyval: GDK_KEY_a, modifiers: GDK_CONTROL_MASK)
            GtkHarness.pressKey(widget(view), keyval: GDK_KEY_x, modifiers: GDK_CONTROL_MASK)
        case .focus(let view, let focused):
            world.slots[view].ensureMapped()
            GtkHarness.setFocus(widget(view), focused)
            model.views[view].focused = focused
        case .preedit(let view, let text):
            model.preedit(view, active: !text.isEmpty)
            ptv_test_emit_preedit_changed(world.slots[view].view, text)
        case .setPlaceholder(let view, let text):
            updateSettings(view) { $0.content = .plain(text) }
            wrapper(view).placeholder = text
        case .setMarkup(let view, let markup, let valid):
            try setMarkup(view, markup, valid: valid)
        case .setFocusBehavior(let view, let hidden):
            let behavior: PlaceholderFocusBehavior = hidden ? .hiddenWhileFocused : .visibleUntilTyping
            updateSettings(view) { $0.focusBehavior = behavior }
            wrapper(view).focusBehavior = behavior
        case .setColor(let view, let rgb):
            let color = rgb.map { PlaceholderColorChoice.custom(PlaceholderColor(red: $0[0], green: $0[1], blue: $0[2])) }
                ?? .themeDefault
            updateSettings(view) { $0.color = color }
            wrapper(view).color = color
        case .setCentered(let view, let centered):
            let placement: PlaceholderVerticalPlacement = centered ? .centered : .firstLine
            updateSettings(view) { $0.verticalPlacement = placement }
            wrapper(view).verticalPlacement = placement
        case .setNaturalHeight(let view, let on):
            updateSettings(view) { $0.requestsNaturalHeight = on }
            wrapper(view).requestsNaturalHeight = on
        case .setCSS(let view, let css):
            world.slots[view].setCSS(css)
        case .setMargins(let view, let left, let right, let top, let bottom):
            let textView = world.slots[view].view
            gtk_text_view_set_left_margin(textView, left)
            gtk_text_view_set_right_margin(textView, right)
            gtk_text_view_set_top_margin(textView, top)
            gtk_text_view_set_bottom_margin(textView, bottom)
        case .setJustification(let view, let raw):
            gtk_text_view_set_justification(world.slots[view].view, GtkJustification(rawValue: raw))
        case .setWrap(let view, let raw):
            gtk_text_view_set_wrap_mode(world.slots[view].view, GtkWrapMode(rawValue: raw))
        case .setDirection(let view, let rightToLeft):
            gtk_widget_set_direction(widget(view), rightToLeft ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR)
        case .resize(let view, let width, let height):
            gtk_window_resize(
                UnsafeMutableRawPointer(world.slots[view].window).assumingMemoryBound(to: GtkWindow.self), width, height)
        case .replaceBuffer(let view, let text):
            let replacement = gtk_text_buffer_new(nil)!
            gtk_text_buffer_set_text(replacement, text, -1)
            let id = model.newBuffer(text)
            world.adopt(replacement, id: id)
            g_object_unref(UnsafeMutableRawPointer(replacement))
            model.views[view].bufferID = id
            gtk_text_view_set_buffer(world.slots[view].view, replacement)
            world.pumpAfterBufferChange()
            trimOrphans()
        case .shareBuffer(let from, let to):
            model.views[to].bufferID = model.views[from].bufferID
            gtk_text_view_set_buffer(world.slots[to].view, buffer(from))
            world.pumpAfterBufferChange()
            trimOrphans()
        case .mutateOrphanBuffer(let text):
            guard let id = model.orphanIDs.last, let orphan = world.buffers[id] else { return }
            model.buffers[id] = Array(text.unicodeScalars)
            gtk_text_buffer_set_text(orphan, text, -1)
        case .dropWrapper(let view):
            world.slots[view].wrapper = nil
            model.dropWrapper(view)
        case .reattach(let view):
            world.slots[view].wrapper = nil
            model.dropWrapper(view)
            world.slots[view].wrapper = try PlaceholderTextView(attachingTo: world.slots[view].view)
            model.attachWrapperIfNeeded(view)
        case .destroyView(let view, let fresh):
            let (old, oldWrapper) = try world.slots[view].replaceDestroyedView(wrapper: fresh)
            checkDestroyed(old, oldWrapper, hadController: model.views[view].hasController)
            replaced(view, fresh: fresh)
        case .destroyWindow(let view, let fresh):
            let (old, oldWrapper) = try world.slots[view].replaceDestroyedWindow(wrapper: fresh)
            checkDestroyed(old, oldWrapper, hadController: model.views[view].hasController)
            replaced(view, fresh: fresh)
        case .pump:
            world.pump()
        case .checkPixels(let view):
            checkPixels(view)
        }
    }

    /// Precomposed vowels with an acute accent.
    private static let acute: [String: Unicode.Scalar] = ["a": "á", "e": "é", "i": "í", "o": "ó", "u": "ú"]
}
