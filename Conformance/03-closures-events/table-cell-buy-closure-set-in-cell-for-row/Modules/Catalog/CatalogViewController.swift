import UIKit

final class CatalogViewController: UITableViewController {

    var presenter: CatalogPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Seeds"
        tableView.register(ProductCell.self, forCellReuseIdentifier: ProductCell.reuseIdentifier)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.products.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ProductCell.reuseIdentifier, for: indexPath) as! ProductCell
        let product = presenter.products[indexPath.row]
        cell.textLabel?.text = product.name
        cell.detailTextLabel?.text = "\(product.price) EUR"
        cell.onTapBuy = { [weak self] in
            self?.presenter.didTapBuy(product)
        }
        return cell
    }
}
