import UIKit

protocol NoteEditorViewInput: AnyObject {
    func show(title: String, body: String)
}

final class NoteEditorViewController: UIViewController, NoteEditorViewInput, UITextViewDelegate {
    var presenter: NoteEditorPresenter!
    private let textView = UITextView()

    override func loadView() {
        view = textView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        textView.font = .preferredFont(forTextStyle: .body)
        textView.delegate = self
        presenter.viewDidLoad()
    }

    func show(title: String, body: String) {
        self.title = title
        textView.text = body
    }

    func textViewDidChange(_ textView: UITextView) {
        presenter.didEdit(textView.text)
    }
}

final class NoteEditorPresenter {
    weak var view: NoteEditorViewInput?
    var interactor: NoteEditorInteractor!
    private var observer: NSObjectProtocol?

    func viewDidLoad() {
        observer = NotificationCenter.default.addObserver(forName: .noteSelected, object: nil, queue: .main) { [weak self] notification in
            guard let id = notification.object as? UUID else { return }
            self?.load(id)
        }
    }

    func didEdit(_ text: String) {
        interactor.save(text)
    }

    private func load(_ id: UUID) {
        guard let note = interactor.open(id) else { return }
        view?.show(title: note.title, body: note.body)
    }
}

final class NoteEditorInteractor {
    private let store = NotesStore.shared
    private var currentID: UUID?

    func open(_ id: UUID) -> Note? {
        currentID = id
        return store.note(with: id)
    }

    func save(_ text: String) {
        guard let id = currentID else { return }
        store.update(id, body: text)
    }
}

enum NoteEditorBuilder {
    static func build() -> UIViewController {
        let view = NoteEditorViewController()
        let presenter = NoteEditorPresenter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = NoteEditorInteractor()
        return view
    }
}
