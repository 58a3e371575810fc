import UIKit

// MARK: - View

protocol NewEntryViewInput: AnyObject {
    func showSavedAndLeave()
    func showError(_ message: String)
}

final class NewEntryViewController: UIViewController, NewEntryViewInput {
    var presenter: NewEntryPresenter!

    private let moodSlider = UISlider()
    private let noteView = UITextView()
    private let savedBadge = UIImageView(image: UIImage(systemName: "checkmark.circle.fill"))

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "How did it go?"
        view.backgroundColor = .systemBackground
        moodSlider.minimumValue = 1
        moodSlider.maximumValue = 5
        moodSlider.value = 3
        noteView.font = .preferredFont(forTextStyle: .body)
        noteView.layer.borderColor = UIColor.separator.cgColor
        noteView.layer.borderWidth = 1
        savedBadge.tintColor = .systemGreen
        savedBadge.alpha = 0
        let stack = UIStackView(arrangedSubviews: [moodSlider, noteView, savedBadge])
        stack.axis = .vertical
        stack.spacing = 16
        stack.frame = view.bounds.insetBy(dx: 20, dy: 120)
        view.addSubview(stack)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .done,
            target: self,
            action: #selector(doneTapped)
        )
    }

    @objc private func doneTapped() {
        presenter.didTapDone(mood: Int(moodSlider.value.rounded()), note: noteView.text)
    }

    func showSavedAndLeave() {
        UIView.animate(withDuration: 0.35, animations: {
            self.savedBadge.alpha = 1
            self.savedBadge.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
        }, completion: { [weak self] _ in
            self?.navigationController?.popViewController(animated: true)
        })
    }

    func showError(_ message: String) {
        navigationItem.prompt = message
    }
}

// MARK: - Presenter

final class NewEntryPresenter {
    weak var view: NewEntryViewInput?
    var interactor: NewEntryInteractor!

    func didTapDone(mood: Int, note: String) {
        interactor.save(mood: mood, note: note) { [weak self] result in
            switch result {
            case .success:
                self?.view?.showSavedAndLeave()
            case .failure:
                self?.view?.showError("Couldn't save the entry")
            }
        }
    }
}

// MARK: - Interactor

final class NewEntryInteractor {
    func save(mood: Int, note: String, completion: @escaping (Result<Void, Error>) -> Void) {
        JournalStore.shared.save(JournalEntry(date: Date(), mood: mood, note: note), completion: completion)
    }
}

// MARK: - Builder

enum NewEntryBuilder {
    static func build() -> UIViewController {
        let view = NewEntryViewController()
        let presenter = NewEntryPresenter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = NewEntryInteractor()
        return view
    }
}
