import UIKit

final class TastingNoteViewController: UIViewController {

    var presenter: TastingNotePresenter!
    private let notesView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "New tasting"
        notesView.font = .preferredFont(forTextStyle: .body)
        notesView.text = presenter.template
        notesView.frame = view.bounds.insetBy(dx: 16, dy: 100)
        view.addSubview(notesView)
    }
}

final class TastingNotePresenter {

    var template: String {
        "Nose:\nPalate:\nFinish:\nScore:"
    }
}

enum TastingNoteBuilder {

    static func build() -> UIViewController {
        let view = TastingNoteViewController()
        view.presenter = TastingNotePresenter()
        return view
    }
}
