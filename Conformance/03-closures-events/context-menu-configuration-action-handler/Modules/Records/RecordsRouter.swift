import UIKit

protocol RecordsRouterInput: AnyObject {
    func openArtist(named name: String)
    func openTagEditor(for record: Record)
}

final class RecordsRouter: RecordsRouterInput {

    weak var viewController: UIViewController?

    func openArtist(named name: String) {
        let artist = ArtistBuilder.build(artistName: name)
        viewController?.navigationController?.pushViewController(artist, animated: true)
    }

    func openTagEditor(for record: Record) {
        let editor = TagEditorBuilder.build(tags: record.tags)
        editor.modalPresentationStyle = .formSheet
        viewController?.present(editor, animated: true)
    }
}
