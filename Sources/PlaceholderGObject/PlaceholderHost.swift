import PlaceholderCore

/// What a face of a placeholder (the Swift facade, the `PtvPlaceholder`
/// GObject) needs of the controller that holds one view's placeholder, in
/// either toolkit: its settings, whether it shows, and word of changes.
package protocol PlaceholderHost: AnyObject {
    /// What the app chose.
    var settings: PlaceholderSettings { get }
    /// Applies new settings (markup must be valid already); ignored once the
    /// view is destroyed.
    func update(_ settings: PlaceholderSettings)
    /// Whether the placeholder is showing now.
    var isShowing: Bool { get }
    /// Whether the view is still alive (not destroyed).
    var viewIsAlive: Bool { get }
    /// The observers told of every change, whichever face made it.
    var observers: PlaceholderObservers { get }
    /// The view's length against its limit now.
    var count: TextCount { get }
}

/// Told of every change to a placeholder, whichever face made it.
package protocol PlaceholderObserver: AnyObject {
    /// The settings changed from `old` to the host's current ones.
    func placeholderSettingsChanged(from old: PlaceholderSettings)
    /// The placeholder appeared or disappeared.
    func placeholderShowingChanged()
    /// The view was destroyed: the host is inert from now on.
    func placeholderHostDetached()
    /// The count changed from `old` to the host's current one.
    func placeholderCountChanged(from old: TextCount)
    /// The Return behaviour took a Return.
    func placeholderActivated()
}

extension PlaceholderObserver {
    /// Observers that show no count ignore it.
    package func placeholderCountChanged(from old: TextCount) {}
    /// Observers that emit nothing ignore it.
    package func placeholderActivated() {}
}

/// A host's observers, not retained: an observer removes itself before it
/// goes (`PlaceholderObject` does, as its instance is finalized or moves).
/// Each entry is known by a serial number of its own, so that an observer
/// that went away is never loaded to be compared, only its number.
package final class PlaceholderObservers {
    private struct Entry {
        let serial: UInt64
        let identity: ObjectIdentifier
        unowned(unsafe) let observer: any PlaceholderObserver
    }

    private var entries: [Entry] = []
    private var lastSerial: UInt64 = 0

    /// An empty list.
    package init() {}

    /// Adds `observer`, once.
    package func add(_ observer: any PlaceholderObserver) {
        let identity = ObjectIdentifier(observer as AnyObject)
        guard !entries.contains(where: { $0.identity == identity }) else { return }
        lastSerial += 1
        entries.append(Entry(serial: lastSerial, identity: identity, observer: observer))
    }

    /// Removes `observer`.
    package func remove(_ observer: any PlaceholderObserver) {
        let identity = ObjectIdentifier(observer as AnyObject)
        entries.removeAll { $0.identity == identity }
    }

    /// Tells every observer (`tell` calls the one method of the change), in
    /// the order they were added. An observer removed by an earlier one's
    /// handlers (the app dropped it) is not told, nor loaded; each is kept
    /// while told.
    package func notify(_ tell: (any PlaceholderObserver) -> Void) {
        let serials = entries.map { $0.serial }
        for serial in serials {
            guard let entry = entries.first(where: { $0.serial == serial }) else { continue }
            let observer = entry.observer
            withExtendedLifetime(observer) { tell(observer) }
        }
    }
}
