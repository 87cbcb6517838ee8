import CPlaceholderGObject
import Foundation
import PlaceholderCore
import PlaceholderTestGObject

/// Replays operations on fresh live views and on the reference model at
/// once, checking `ModelInvariants` after each (and inside the operations
/// that have an intermediate state) and that nothing logged a warning or
/// critical, and stops at the first difference.
@MainActor
final class ModelRunner {
    /// The toolkit.
    let harness: any BehaviourHarness
    /// The reference model.
    var model = ReferenceModel()
    /// The live views.
    let world: LiveWorld
    /// Differences found during the current operation.
    var found: [String] = []
    /// What the run exercised.
    var statistics = ModelStatistics()
    /// How many times each slot's `onActivate` ran (set with the behaviour).
    var activations = [0, 0]
    /// The warnings and criticals GLib, GTK and the product log during the
    /// run: each is a failure of the operation that made it.
    private let log = LogCollector()
    /// Whether the main loop ran idle since the last operation, so that
    /// line counts have caught up with width and font changes.
    private var linesSettled = false
    /// How many of `log`'s messages were already reported.
    private var logged = 0

    /// Fresh views; with `plantedBug`, a model that is wrong on purpose.
    private init(harness: any BehaviourHarness, plantedBug: Bool) throws {
        self.harness = harness
        model.plantedBug = plantedBug
        model.focusNeedsActiveWindow = harness.focusNeedsActiveWindow
        model.entryHidesWhileFocused = harness.entryHidesPlaceholderWhileFocused
        world = try LiveWorld(harness: harness, model: &model)
    }

    /// Runs `operations` on fresh views and tears them down; returns the
    /// first failure, or nil. `statistics`, if given, goes on counting
    /// what the run exercises.
    static func run(
        _ operations: [ModelOperation], harness: any BehaviourHarness, plantedBug: Bool = false,
        statistics: UnsafeMutablePointer<ModelStatistics>? = nil
    ) throws -> ModelFailure? {
        let runner = try ModelRunner(harness: harness, plantedBug: plantedBug)
        runner.statistics = statistics?.pointee ?? ModelStatistics()
        defer {
            runner.world.tearDown()
            statistics?.pointee = runner.statistics
        }
        let trace = ProcessInfo.processInfo.environment["PLACEHOLDER_MODEL_TRACE"] != nil
        for (index, operation) in operations.enumerated() {
            if trace {
                let texts = (0..<2).map { String(String.UnicodeScalarView(runner.model.text($0))).debugDescription }
                let focus = (0..<2).map { "\(runner.live($0).hasFocus)/\(runner.model.hasFocus($0))" }
                FileHandle.standardError.write(Data("#\(index) \(operation) texts \(texts), focus (live/model) \(focus)\n".utf8))
            }
            try runner.apply(operation)
            runner.checkpoint()
            if !runner.found.isEmpty { return ModelFailure(index: index, operation: operation, messages: runner.found) }
        }
        return nil
    }

    /// Checks the invariants now and counts what was checked.
    func checkpoint() {
        found += log.messages.dropFirst(logged).map { "logged: \($0)" }
        logged = log.messages.count
        let lines: ((Int) -> Int)? = linesSettled ? { self.displayedLines($0) } : nil
        found += ModelInvariants.differences(world, model, displayedLines: lines)
        statistics.checks += 1
        statistics.visibleChecks += (0..<2).filter { model.expectsVisible($0) }.count
    }

    // MARK: - Operations

    /// Applies `operation` to the model and to the live views.
    private func apply(_ operation: ModelOperation) throws {
        statistics.count(operation)
        linesSettled = operation == .pump
        switch operation {
        case .insert(let view, let at, let text):
            let offset = at % (model.text(view).count + 1)
            model.insert(text.unicodeScalars, into: view, at: offset)
            live(view).insert(text, atOffset: offset)
        case .delete(let view, let at, let count):
            var scalars = model.text(view)
            let start = at % (scalars.count + 1), end = min(scalars.count, start + count)
            guard start < end else { return }
            scalars.removeSubrange(start..<end)
            model.setText(view, scalars)
            live(view).delete(from: start, to: end)
        case .setText(let view, let text):
            model.setText(view, Array(text.unicodeScalars))
            live(view).setText(text)
        case .type, .backspace, .compose, .paste, .cutAll:
            applyKeys(operation)
        case .focus(let view, let focused):
            world.slots[view].ensureMapped()
            if focused { live(view).focus() } else { live(view).unfocus() }
            model.focus(view, focused)
        case .preedit(let view, let text):
            model.preedit(view, active: !text.isEmpty)
            live(view).emitPreeditChanged(text)
        case .setPlaceholder(let view, let text):
            updateSettings(view) { $0.content = .plain(text) }
            wrapper(view).placeholder = text
        case .setMarkup(let view, let markup, let valid):
            setMarkup(view, markup, valid: valid)
        case .setFocusBehavior(let view, let behavior):
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
        case .setLimit(let view, let maxLength, let maxLines, let warn, let counter):
            let limit = try TextLimit(maxLength: maxLength, maxLines: maxLines, mode: warn ? .warn : .block)
            updateSettings(view) { ($0.limit, $0.showsCounter) = (limit, counter) }
            wrapper(view).limit = limit
            wrapper(view).showsCounter = counter
        case .setReturn(let view, let activatesDefault):
            let behavior: ReturnBehavior = activatesDefault ? .activatesDefault : .newline
            updateSettings(view) { $0.returnBehavior = behavior }
            wrapper(view).returnBehavior = behavior
            wrapper(view).onActivate = { [weak self] in self?.activations[view] += 1 }
        default:
            try applyToWidgets(operation)
        }
    }

    /// Applies an operation on the widgets, windows and buffers.
    private func applyToWidgets(_ operation: ModelOperation) throws {
        switch operation {
        case .setCSS(let view, let css):
            live(view).setOwnStyle(css)
        case .setMargins(let view, let left, let right, let top, let bottom):
            var geometry = live(view).geometry
            (geometry.leftMargin, geometry.rightMargin, geometry.topMargin, geometry.bottomMargin) = (left, right, top, bottom)
            live(view).geometry = geometry
        case .setJustification(let view, let justification):
            live(view).geometry.justification = justification
        case .setWrap(let view, let wrap):
            live(view).geometry.wrap = wrap
        case .setDirection(let view, let rightToLeft):
            live(view).geometry.rightToLeft = rightToLeft
        case .resize(let view, let width, let height):
            world.slots[view].host.resize(width: width, height: height)
        case .replaceBuffer(let view, let text):
            let replacement = harness.newBuffer(text: text)
            let id = model.newBuffer(text)
            world.adopt(replacement, id: id)
            g_object_unref(replacement)
            model.views[view].bufferID = id
            live(view).setBuffer(replacement)
            // The main loop runs after `gtk_text_view_set_buffer`, as it does
            // in an app between two user actions: GTK 3.24.38 itself (no
            // placeholder involved) hangs, crashes or aborts in
            // `_gtk_text_btree_find_line_top` when a view that had placed its
            // caret switches buffers and the new buffer is edited and given a
            // caret before the main loop runs again.
            harness.pump(timeout: 0)
            trimOrphans()
        case .shareBuffer(let from, let to):
            model.views[to].bufferID = model.views[from].bufferID
            live(to).setBuffer(buffer(from))
            harness.pump(timeout: 0)  // after the buffer change, as for `.replaceBuffer`
            trimOrphans()
        case .mutateOrphanBuffer(let text):
            guard let id = model.orphanIDs.last, let orphan = world.buffers[id] else { return }
            model.buffers[id] = Array(text.unicodeScalars)
            harness.setText(text, of: orphan)
        case .dropWrapper(let view), .reattach(let view):
            live(view).facade = nil
            model.dropWrapper(view)
            if case .reattach = operation {
                live(view).facade = try live(view).attachFacade()
                model.attachWrapperIfNeeded(view)
            }
        case .destroyView(let view, let fresh):
            replaced(view, try world.slots[view].replaceDestroyedView(wrapped: fresh), fresh: fresh)
        case .destroyWindow(let view, let fresh):
            let old = try world.slots[view].replaceDestroyedWindow(wrapped: fresh) { checkOutlived($0, view) }
            replaced(view, old, fresh: fresh)
        case .pump:
            harness.pump(timeout: 0)
        case .checkPixels(let view):
            checkPixels(view)
        default:
            preconditionFailure("\(operation) is applied by apply(_:)")
        }
    }
}
