import UIKit

final class CartViewController: UITableViewController {

    var presenter: CartPresenterProtocol!
    private var rows: [CartRowViewModel] = []
    private let checkoutButton = UIButton(type: .system)
    private let totalLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cart"
        tableView.register(CartItemCell.self, forCellReuseIdentifier: CartItemCell.reuseID)
        checkoutButton.setTitle("Checkout", for: .normal)
        checkoutButton.addTarget(self, action: #selector(checkoutTapped), for: .touchUpInside)
        let footer = UIStackView(arrangedSubviews: [totalLabel, checkoutButton])
        footer.axis = .vertical
        footer.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 88)
        tableView.tableFooterView = footer
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presenter.viewWillAppear()
    }

    @objc private func checkoutTapped() {
        presenter.didTapCheckout()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: CartItemCell.reuseID, for: indexPath) as! CartItemCell
        let row = rows[indexPath.row]
        cell.configure(with: row)
        cell.onQuantityChange = { [weak self] quantity in
            self?.presenter.didChangeQuantity(quantity, at: indexPath.row)
        }
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter.didSelectRow(at: indexPath.row)
    }
}

extension CartViewController: CartViewProtocol {
    func display(rows: [CartRowViewModel], total: String) {
        self.rows = rows
        totalLabel.text = "Total: \(total)"
        tableView.reloadData()
    }

    func setCheckoutEnabled(_ enabled: Bool) {
        checkoutButton.isEnabled = enabled
    }
}

final class CartItemCell: UITableViewCell {
    static let reuseID = "CartItemCell"
    var onQuantityChange: ((Int) -> Void)?
    private let stepper = UIStepper()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        stepper.minimumValue = 0
        stepper.addTarget(self, action: #selector(stepperChanged), for: .valueChanged)
        accessoryView = stepper
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func configure(with row: CartRowViewModel) {
        textLabel?.text = "\(row.quantity) x \(row.title)"
        detailTextLabel?.text = row.lineTotal
        stepper.value = Double(row.quantity)
    }

    @objc private func stepperChanged() {
        onQuantityChange?(Int(stepper.value))
    }
}
