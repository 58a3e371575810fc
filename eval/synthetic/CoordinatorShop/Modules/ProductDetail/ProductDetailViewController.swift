import UIKit
import Kingfisher

final class ProductDetailViewController: UIViewController {

    var presenter: ProductDetailPresenterProtocol!

    private let imageView = UIImageView()
    private let titleLabel = UILabel()
    private let summaryLabel = UILabel()
    private let priceLabel = UILabel()
    private let addButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.largeTitleDisplayMode = .never
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "cart"),
                                                            style: .plain,
                                                            target: self,
                                                            action: #selector(cartTapped))
        buildLayout()
        presenter.viewDidLoad()
    }

    private func buildLayout() {
        imageView.contentMode = .scaleAspectFit
        titleLabel.font = .preferredFont(forTextStyle: .title2)
        summaryLabel.numberOfLines = 0
        addButton.setTitle("Add to cart", for: .normal)
        addButton.addTarget(self, action: #selector(addTapped), for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [imageView, titleLabel, priceLabel, summaryLabel, addButton])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            imageView.heightAnchor.constraint(equalToConstant: 240)
        ])
    }

    @objc private func addTapped() { presenter.didTapAddToCart() }
    @objc private func cartTapped() { presenter.didTapGoToCart() }
}

extension ProductDetailViewController: ProductDetailViewProtocol {
    func display(_ viewModel: ProductDetailViewModel) {
        title = viewModel.title
        titleLabel.text = viewModel.title
        summaryLabel.text = viewModel.summary
        priceLabel.text = viewModel.price
        imageView.kf.setImage(with: viewModel.imageURL)
    }

    func showAddedToCart() {
        let sheet = UIAlertController(title: "Added to cart", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Go to cart", style: .default) { [weak self] _ in
            self?.presenter.didTapGoToCart()
        })
        sheet.addAction(UIAlertAction(title: "Continue shopping", style: .cancel) { [weak self] _ in
            self?.presenter.didTapContinueShopping()
        })
        present(sheet, animated: true)
    }

    func showError(_ message: String) {
        let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .cancel))
        present(alert, animated: true)
    }
}
