import UIKit

protocol HotelDetailsViewInput: AnyObject {
    func show(name: String, description: String)
}

final class HotelDetailsViewController: UIViewController, HotelDetailsViewInput {

    var presenter: HotelDetailsViewOutput!

    private let descriptionLabel = UILabel()
    private let bookButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        descriptionLabel.numberOfLines = 0
        descriptionLabel.frame = CGRect(x: 20, y: 120, width: view.bounds.width - 40, height: 200)
        view.addSubview(descriptionLabel)

        bookButton.setTitle("Book a room", for: .normal)
        bookButton.frame = CGRect(x: 20, y: 340, width: view.bounds.width - 40, height: 50)
        bookButton.addTarget(self, action: #selector(bookTapped), for: .touchUpInside)
        view.addSubview(bookButton)

        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Reviews",
                                                            style: .plain,
                                                            target: self,
                                                            action: #selector(reviewsTapped(_:)))
        presenter.viewDidLoad()
    }

    func show(name: String, description: String) {
        title = name
        descriptionLabel.text = description
    }

    @objc private func bookTapped() {
        presenter.didTapBook()
    }

    @objc private func reviewsTapped(_ sender: UIBarButtonItem) {
        presenter.didTapReviews()
    }
}
