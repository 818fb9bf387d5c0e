/// A second attachment type, to check that each type gets its own attachment.
final class OtherAttachment {}
