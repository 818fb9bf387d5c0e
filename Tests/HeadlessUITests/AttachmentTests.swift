import HeadlessUI
import Testing

/// `attachment(_:)`: what another layer hangs on a view or a cell (UIKit's associated objects) lives exactly as
/// long as the view, or as the cell's current row.
@MainActor
struct AttachmentTests {
    @Test("a view makes one attachment per type, on first use, and hands back the same one after")
    func viewMakesOneAttachmentPerType() {
        let view = View()
        var made = 0

        let first = view.attachment {
            made += 1
            return AttachmentCanary()
        }
        let again = view.attachment {
            made += 1
            return AttachmentCanary()
        }
        let other = view.attachment { OtherAttachment() }
        let afterOther = view.attachment {
            made += 1
            return AttachmentCanary()
        }

        #expect(first === again)
        #expect(first === afterOther)
        #expect(made == 1)
        #expect(ObjectIdentifier(other) != ObjectIdentifier(first))
    }

    @Test("a view's attachments live as long as the view, and go with it")
    func viewAttachmentsGoWithTheView() {
        var view: View? = Label()
        weak let weakAttachment = view?.attachment { AttachmentCanary() }
        let aliveWithTheView = weakAttachment != nil

        view = nil

        #expect(aliveWithTheView)
        #expect(weakAttachment == nil)
    }

    @Test("a cell's attachments are released when it is prepared for reuse, and a new one is made after")
    func cellAttachmentsGoAtReuse() {
        let cell = ListCell()
        weak let weakFirst = cell.attachment { AttachmentCanary() }
        let aliveBeforeReuse = weakFirst != nil

        cell.prepareForReuse()
        var madeAfterReuse = false
        _ = cell.attachment {
            madeAfterReuse = true
            return AttachmentCanary()
        }

        #expect(aliveBeforeReuse)
        #expect(weakFirst == nil)
        #expect(madeAfterReuse)
    }

    @Test("a cell's attachments go with the cell")
    func cellAttachmentsGoWithTheCell() {
        var cell: ListCell? = ListCell()
        weak let weakAttachment = cell?.attachment { AttachmentCanary() }

        cell = nil

        #expect(weakAttachment == nil)
    }

    @Test("a list releases what was attached to a cell for one row before the cell shows another")
    func listReleasesAttachmentsOnReuse() throws {
        let list = ListView(visibleRowCount: 1)
        let rows = RowsFake(count: 2)
        list.dataSource = rows
        let cell = try #require(list.cellForRow(at: 0))
        weak let weakForRowZero = cell.attachment { AttachmentCanary() }

        list.scroll(toRow: 1)

        #expect(list.cellForRow(at: 1) === cell)
        #expect(weakForRowZero == nil)
    }
}
