import UIKit
import Kingfisher

final class CatalogViewController: UITableViewController {

    var presenter: CatalogPresenterProtocol!
    private var products: [ProductViewModel] = []

    private lazy var cartButton = UIBarButtonItem(image: UIImage(systemName: "cart"),
                                                  style: .plain,
                                                  target: self,
                                                  action: #selector(cartTapped))

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shop"
        navigationItem.rightBarButtonItem = cartButton
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Log out",
                                                           style: .plain,
                                                           target: self,
                                                           action: #selector(logoutTapped))
        tableView.register(CatalogCell.self, forCellReuseIdentifier: CatalogCell.reuseID)
        refreshControl = UIRefreshControl()
        refreshControl?.addTarget(self, action: #selector(refresh), for: .valueChanged)
        presenter.viewDidLoad()
    }

    @objc private func cartTapped() { presenter.didTapCart() }
    @objc private func logoutTapped() { presenter.didTapLogout() }
    @objc private func refresh() { presenter.didPullToRefresh() }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        products.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: CatalogCell.reuseID, for: indexPath) as! CatalogCell
        cell.configure(with: products[indexPath.row])
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter.didSelectProduct(at: indexPath.row)
    }
}

extension CatalogViewController: CatalogViewProtocol {
    func setLoading(_ isLoading: Bool) {
        if !isLoading { refreshControl?.endRefreshing() }
    }

    func display(products: [ProductViewModel]) {
        self.products = products
        tableView.reloadData()
    }

    func display(cartBadge: Int) {
        cartButton.title = cartBadge > 0 ? "\(cartBadge)" : nil
    }

    func showError(_ message: String) {
        let alert = UIAlertController(title: "Oops", message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .cancel))
        present(alert, animated: true)
    }
}

final class CatalogCell: UITableViewCell {
    static let reuseID = "CatalogCell"

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        accessoryType = .disclosureIndicator
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func configure(with model: ProductViewModel) {
        textLabel?.text = model.title
        detailTextLabel?.text = model.price
        imageView?.kf.setImage(with: model.imageURL, placeholder: UIImage(systemName: "photo"))
    }
}
