import CPlaceholderGObject

/// A set of signals connected to one `SignalRouter` and told apart by id
/// when they reach it: the engine's signals, and each toolkit's own. Each
/// case's raw value is the signal's name, as GLib knows it.
package protocol RoutedSignal: CaseIterable, RawRepresentable<String> {
    /// Whether the handler runs after the class's (to paint over the view,
    /// or to read sizes once allocated).
    var runsAfter: Bool { get }
    /// A type that has the signal (its own or an ancestor's).
    var lookupType: GType { get }
    /// Every signal by id, made once with `makeTable()`.
    static var byID: [guint: Self] { get }
}

extension RoutedSignal {
    /// Most handlers run before the class's.
    package var runsAfter: Bool { false }

    /// The signals by id, for `byID`.
    package static func makeTable() -> [guint: Self] {
        Dictionary(uniqueKeysWithValues: allCases.map { (g_signal_lookup($0.rawValue, $0.lookupType), $0) })
    }

    /// The signal with this id, if it is one of these.
    package init?(id: guint) {
        guard let signal = Self.byID[id] else { return nil }
        self = signal
    }

    /// Connects this signal on `instance` to `router`; `detail` narrows
    /// `notify` to one property.
    @discardableResult
    package func connect(_ instance: gpointer, to router: SignalRouter, detail: String? = nil) -> SignalConnection {
        router.connect(instance, detail.map { "\(rawValue)::\($0)" } ?? rawValue, after: runsAfter)
    }
}
