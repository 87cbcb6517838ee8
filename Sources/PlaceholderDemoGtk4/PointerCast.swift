// GTK's types as one another, as C casts them (GTK_WINDOW (widget)).

extension UnsafeMutablePointer {
    /// The same object as another GObject type (a GtkWindow as a GtkWidget).
    func cast<T>(to _: T.Type = T.self) -> UnsafeMutablePointer<T> {
        UnsafeMutableRawPointer(self).assumingMemoryBound(to: T.self)
    }
}
