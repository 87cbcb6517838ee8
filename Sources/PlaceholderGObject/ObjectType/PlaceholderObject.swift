import CPlaceholderGObject
import PlaceholderCore

/// The Swift side of one `PtvPlaceholder` instance: a face of the view's
/// controller, like the Swift facade, that turns every change into GObject
/// property notifications.
///
/// Until it has a view it keeps the values set on it; when it gets one, the
/// values set explicitly are applied to the view's placeholder (so the face
/// attached last wins) and from then on it reads and writes the view's
/// shared state. It holds no reference to the view.
final class PlaceholderObject: PlaceholderObserver {
    /// The GObject instance this is the state of (it owns this object),
    /// weakly: its last reference may go on another thread, and from then
    /// until this object leaves the view's observers it tells nothing.
    private var instance: UnsafeMutablePointer<GWeakRef>?
    private let toolkit: any PlaceholderToolkit
    /// The view's controller, once there is a view; kept after the view is
    /// destroyed (inert).
    private var host: (any PlaceholderHost)?
    /// The view (not referenced: valid while `host` is attached).
    private var view: gpointer?
    /// The values set before there was a view.
    private var own = PlaceholderSettings()
    /// Which properties were set before there was a view.
    private var setExplicitly: Set<PlaceholderObjectProperty> = []
    /// While moving to another view, changes are announced once, at the end.
    private var isMoving = false
    /// The strings the C interface handed out (transfer none), kept until
    /// their value changes or the object goes.
    private var handedOut: [PlaceholderObjectProperty: UnsafeMutablePointer<CChar>] = [:]

    /// What the critical of a set after the view was destroyed says failed,
    /// the same whichever call or property it names.
    nonisolated static let viewIsAliveExpression = "the placeholder's view is alive"

    init(instance: UnsafeMutablePointer<GObject>, toolkit: any PlaceholderToolkit) {
        let reference = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)
        g_weak_ref_init(reference, instance)
        self.instance = reference
        self.toolkit = toolkit
    }

    /// Runs `body` with the instance, held meanwhile; not once its last
    /// reference went.
    private func withInstance(_ body: (UnsafeMutablePointer<GObject>) -> Void) {
        guard let instance, let held = g_weak_ref_get(instance) else { return }
        defer { g_object_unref(held) }
        body(held.assumingMemoryBound(to: GObject.self))
    }

    /// Stops observing and frees the strings handed out and the instance's
    /// weak reference; called on GTK's thread once the instance is finalized.
    func finalize() {
        host?.observers.remove(self)
        host = nil
        handedOut.values.forEach { free($0) }
        handedOut = [:]
        if let instance {
            g_weak_ref_clear(instance)
            instance.deallocate()
            self.instance = nil
        }
    }

    /// A string property's value as a C string owned by the object, valid
    /// until the value changes (nil for NULL).
    func cString(_ property: PlaceholderObjectProperty) -> UnsafePointer<CChar>? {
        guard case .string(let text) = property.value(in: settings, toolkit: toolkit), let text else { return nil }
        if let kept = handedOut[property], String(cString: kept) == text { return UnsafePointer(kept) }
        handedOut[property].map { free($0) }
        let copy = strdup(text)!
        handedOut[property] = copy
        return UnsafePointer(copy)
    }

    /// The settings the object shows now.
    private var settings: PlaceholderSettings { host?.settings ?? own }

    /// Whether the placeholder shows now.
    private var showing: Bool { host?.isShowing ?? false }

    /// The view's count now (an empty text's without a view: in lines
    /// while a line limit is set, as an inert controller counts).
    private var count: TextCount { host?.count ?? own.limit.count(characters: 0, lines: 0) }

    /// The view while it lives.
    private var liveView: gpointer? { host?.viewIsAlive == true ? view : nil }

    /// Whether the object had a view and the view was destroyed: then every
    /// set but `text-view`'s is refused with a critical (never silently).
    var viewIsGone: Bool { host.map { !$0.viewIsAlive } ?? false }

    // MARK: - Properties

    /// Stores `property`'s value into `value`.
    func get(_ property: PlaceholderObjectProperty, into value: UnsafeMutablePointer<GValue>) {
        switch property {
        case .textView: g_value_set_object(value, liveView)
        case .showing: g_value_set_boolean(value, showing ? 1 : 0)
        case .length, .remaining, .overLimit: count.value(of: property).store(into: value)
        default: property.value(in: settings, toolkit: toolkit).store(into: value)
        }
    }

    /// Sets `property` from `value`; a refused value logs a warning and
    /// changes nothing, and a set after the view is destroyed logs a
    /// critical naming the property and changes nothing.
    func set(_ property: PlaceholderObjectProperty, from value: UnsafePointer<GValue>) {
        if property == .textView { return attach(to: g_value_get_object(value)) }
        guard !viewIsGone else {
            return ptv_return_if_fail_warning(
                "ptv_placeholder_set_property (PtvPlaceholder:\(property.name))", Self.viewIsAliveExpression)
        }
        guard let newValue = PlaceholderPropertyValue(value, for: property) else {
            return ptv_warn("PtvPlaceholder: the string given to '\(property.name)' is not valid UTF-8; ignored")
        }
        var changed = settings
        do {
            try property.apply(newValue, to: &changed, toolkit: toolkit)
        } catch {
            return ptv_warn(error.message)
        }
        if let host {
            host.update(changed)  // announced through the observer
        } else {
            // An empty text or markup that changed nothing is not a choice to
            // carry to the view (a designer writes both, one of them empty).
            let composes = (property == .text || property == .markup) && newValue.isEmptyString
            if changed != own || !composes { setExplicitly.insert(property) }
            let old = own, oldCount = count
            own = changed
            announceChanges(from: old, showingBefore: false, countBefore: oldCount)
        }
    }

    /// Moves the object to `newView` (nil for none). Moving from one view to
    /// another carries its settings along; a first view receives the values
    /// set explicitly; the old view keeps its placeholder.
    private func attach(to newView: gpointer?) {
        // The same live view changes nothing; NULL after the view was
        // destroyed lets go of the inert controller.
        guard newView != liveView || (newView == nil && host != nil) else { return }
        let oldSettings = settings, oldShowing = showing, oldView = liveView, oldCount = count
        isMoving = true
        defer { isMoving = false }
        host?.observers.remove(self)
        if let newView {
            let newHost = toolkit.host(of: newView)
            let carried = host?.settings
                ?? own.applyingExplicitlySet(setExplicitly, to: newHost.settings, toolkit: toolkit)
            host = newHost
            view = newView
            newHost.observers.add(self)
            newHost.update(carried)
        } else {
            own = oldSettings
            setExplicitly = Set(PlaceholderObjectProperty.settingsProperties)
            host = nil
            view = nil
        }
        withInstance { instance in
            g_object_freeze_notify(instance)
            if liveView != oldView { notify(.textView, on: instance) }
            announceChanges(from: oldSettings, showingBefore: oldShowing, countBefore: oldCount)
            g_object_thaw_notify(instance)
        }
    }

    // MARK: - Notifications

    func placeholderSettingsChanged(from old: PlaceholderSettings) {
        guard !isMoving else { return }
        announceChanges(from: old, showingBefore: showing, countBefore: nil)
    }

    func placeholderShowingChanged() {
        guard !isMoving else { return }
        withInstance { notify(.showing, on: $0) }
    }

    func placeholderHostDetached() {
        withInstance { notify(.textView, on: $0) }
    }

    func placeholderActivated() {
        withInstance { ptv_signal_emit_plain($0, PlaceholderObjectType.activateSignal) }
    }

    func placeholderCountChanged(from old: TextCount) {
        guard !isMoving else { return }
        announceChanges(from: settings, showingBefore: showing, countBefore: old)
    }

    /// Emits `notify` for every property whose value differs from what it
    /// was under `old` (and `showing` if it flipped, and each count property
    /// that differs from `countBefore`), once each.
    private func announceChanges(from old: PlaceholderSettings, showingBefore: Bool, countBefore: TextCount?) {
        let current = settings, countNow = count
        withInstance { instance in
            g_object_freeze_notify(instance)
            for property in PlaceholderObjectProperty.settingsProperties
            where property.value(in: old, toolkit: toolkit) != property.value(in: current, toolkit: toolkit) {
                notify(property, on: instance)
            }
            if showingBefore != showing { notify(.showing, on: instance) }
            for property in PlaceholderObjectProperty.countProperties
            where countBefore.map({ $0.value(of: property) != countNow.value(of: property) }) ?? false {
                notify(property, on: instance)
            }
            g_object_thaw_notify(instance)
        }
    }

    private func notify(_ property: PlaceholderObjectProperty, on instance: UnsafeMutablePointer<GObject>) {
        g_object_notify_by_pspec(instance, PlaceholderObjectType.spec(of: property))
    }
}

extension PlaceholderSettings {
    /// `target` with the values of the properties in `set` taken from these
    /// settings. Text and markup are one setting, the content: it is carried
    /// whole when either was set (never read back through the other); the
    /// colour is carried as it is, not through its CSS string.
    func applyingExplicitlySet(
        _ set: Set<PlaceholderObjectProperty>, to target: PlaceholderSettings, toolkit: any PlaceholderToolkit
    ) -> PlaceholderSettings {
        var result = target
        if set.contains(.text) || set.contains(.markup) { result.content = content }
        if set.contains(.color) { result.color = color }
        for property in PlaceholderObjectProperty.settingsProperties
        where set.contains(property) && ![.text, .markup, .color].contains(property) {
            try? property.apply(property.value(in: self, toolkit: toolkit), to: &result, toolkit: toolkit)
        }
        return result
    }
}
