import UIKit

// MARK: - View

protocol AddBookView: AnyObject {
    func showValidationError(_ message: String)
}

final class AddBookViewController: UIViewController, AddBookView {
    var presenter: AddBookPresenter!

    private let titleField = UITextField()
    private let authorField = UITextField()
    private let errorLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Add a Book"
        view.backgroundColor = .systemBackground
        titleField.placeholder = "Title"
        authorField.placeholder = "Author"
        errorLabel.textColor = .systemRed
        let stack = UIStackView(arrangedSubviews: [titleField, authorField, errorLabel])
        stack.axis = .vertical
        stack.spacing = 12
        stack.frame = view.bounds.insetBy(dx: 24, dy: 140)
        view.addSubview(stack)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Save",
            style: .done,
            target: self,
            action: #selector(saveTapped)
        )
    }

    @objc private func saveTapped() {
        presenter.didTapSave(title: titleField.text ?? "", author: authorField.text ?? "")
    }

    func showValidationError(_ message: String) {
        errorLabel.text = message
    }
}

// MARK: - Presenter

final class AddBookPresenter {
    weak var view: AddBookView?
    var interactor: AddBookInteractor!

    func didTapSave(title: String, author: String) {
        guard !title.isEmpty else {
            view?.showValidationError("A book needs a title.")
            return
        }
        interactor.save(title: title, author: author)
        view?.showValidationError("")
    }
}

// MARK: - Interactor

final class AddBookInteractor {
    private let storage = UserDefaults.standard

    func save(title: String, author: String) {
        var books = storage.stringArray(forKey: "shelf.books") ?? []
        books.append(author.isEmpty ? title : "\(title) — \(author)")
        storage.set(books, forKey: "shelf.books")
    }
}

// MARK: - Assembly

enum AddBookAssembly {
    static func assemble() -> UIViewController {
        let view = AddBookViewController()
        let presenter = AddBookPresenter()
        let interactor = AddBookInteractor()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = interactor
        return view
    }
}
