import UIKit

protocol EditProfileViewInput: AnyObject {
    func showPage(title: String, value: String?, isLast: Bool)
}

final class EditProfileViewController: UIViewController, EditProfileViewInput {

    var presenter: EditProfileViewOutput!
    private let inputField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        inputField.borderStyle = .roundedRect
        inputField.frame = CGRect(x: 20, y: 160, width: view.bounds.width - 40, height: 44)
        view.addSubview(inputField)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Save", style: .done, target: self, action: #selector(saveTapped))
        presenter.viewDidLoad()
    }

    func showPage(title: String, value: String?, isLast: Bool) {
        self.title = title
        inputField.text = value
        navigationItem.rightBarButtonItem?.title = isLast ? "Done" : "Save"
    }

    @objc private func saveTapped() {
        presenter.didTapSave(value: inputField.text ?? "")
    }
}
