/// A reference to the object that owns its holder, which must not retain it
/// (that would be a cycle): the holder is the owner's, directly or through
/// objects the owner releases or disconnects as it goes, so the owner
/// outlives every use of the reference. Where one is made, a comment or
/// the holder's documentation names the owner.
///
/// Each use takes the owner strongly until it returns (`object`, or a call
/// of the reference), since what it runs may drop the owner's other
/// references: a handler that destroys the view, say. The library's
/// back-references are all of this kind; Embedded Swift, which builds the
/// C library, has no weak references.
package struct OwnerReference<Owner: AnyObject> {
    private unowned(unsafe) let owner: Owner

    /// A reference to `owner`, not retained.
    package init(_ owner: Owner) {
        self.owner = owner
    }

    /// The owner, retained for as long as the caller uses it.
    package var object: Owner { owner }

    /// Runs `body` with the owner, retained until `body` returns.
    package func callAsFunction<Result>(_ body: (Owner) -> Result) -> Result {
        let owner = object
        return withExtendedLifetime(owner) { body(owner) }
    }
}
