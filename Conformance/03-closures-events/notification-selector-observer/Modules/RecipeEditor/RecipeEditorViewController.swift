import UIKit

final class RecipeEditorViewController: UIViewController {

    var presenter: RecipeEditorViewOutput!
    private let titleField = UITextField()
    private let stepsView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New recipe"
        view.backgroundColor = .systemBackground
        titleField.placeholder = "Title"
        titleField.frame = CGRect(x: 20, y: 120, width: view.bounds.width - 40, height: 44)
        stepsView.frame = CGRect(x: 20, y: 176, width: view.bounds.width - 40, height: 240)
        view.addSubview(titleField)
        view.addSubview(stepsView)
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: self, action: #selector(saveTapped))
    }

    @objc private func saveTapped() {
        presenter.didTapSave(title: titleField.text ?? "", steps: stepsView.text)
    }
}
