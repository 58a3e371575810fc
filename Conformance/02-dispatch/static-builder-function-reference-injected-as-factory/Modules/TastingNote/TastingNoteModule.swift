import UIKit

final class TastingNoteViewController: UIViewController {

    var presenter: TastingNotePresenter!
    private let noteView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.title
        noteView.font = .preferredFont(forTextStyle: .body)
        noteView.frame = view.bounds
        noteView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(noteView)
    }
}

final class TastingNotePresenter {

    private let bottle: Bottle

    init(bottle: Bottle) {
        self.bottle = bottle
    }

    var title: String { "Notes: \(bottle.name)" }
}

enum TastingNoteFactory {

    static func make(_ bottle: Bottle) -> UIViewController {
        let view = TastingNoteViewController()
        view.presenter = TastingNotePresenter(bottle: bottle)
        return view
    }
}
