import UIKit

final class NoteDetailViewController: UIViewController, NoteDetailViewInput {
    var output: NoteDetailViewOutput!
    func show(text: String) {}
}
