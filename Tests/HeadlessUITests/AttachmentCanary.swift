/// Something attached to a view or a cell, watched through a weak reference to see when it goes.
final class AttachmentCanary {}
