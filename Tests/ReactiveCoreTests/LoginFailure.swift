/// A typed failure for an `Action` body, telling which attempt failed: checks that `errors` carries each
/// failure's own value.
struct LoginFailure: Error, Equatable {
    let attempt: Int
}
