import UIKit

final class TastingNotesViewController: UIViewController, UITextViewDelegate {

    var presenter: TastingNotesPresenter!
    private let textView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        textView.frame = view.bounds
        textView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        textView.font = .preferredFont(forTextStyle: .body)
        textView.text = presenter.savedNotes
        textView.delegate = self
        view.addSubview(textView)
    }

    func textViewDidEndEditing(_ textView: UITextView) {
        presenter.save(textView.text)
    }
}

final class TastingNotesPresenter {

    private let bottle: Bottle

    init(bottle: Bottle) {
        self.bottle = bottle
    }

    private var key: String { "notes.\(bottle.id.uuidString)" }

    var savedNotes: String {
        UserDefaults.standard.string(forKey: key) ?? ""
    }

    func save(_ notes: String) {
        UserDefaults.standard.set(notes, forKey: key)
    }
}

enum TastingNotesBuilder {

    static func build(bottle: Bottle) -> UIViewController {
        let view = TastingNotesViewController()
        view.presenter = TastingNotesPresenter(bottle: bottle)
        return view
    }
}
