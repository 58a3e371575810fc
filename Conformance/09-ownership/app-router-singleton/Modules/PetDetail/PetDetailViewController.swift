import UIKit

final class PetDetailViewController: UIViewController {

    var presenter: PetDetailViewOutput!
    private let storyLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.name
        storyLabel.numberOfLines = 0
        storyLabel.frame = CGRect(x: 20, y: 140, width: view.bounds.width - 40, height: 120)
        storyLabel.text = presenter.story
        view.addSubview(storyLabel)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Adopt", style: .done, target: self, action: #selector(adoptTapped))
    }

    @objc private func adoptTapped() {
        presenter.didTapAdopt()
    }
}
