import UIKit

final class PantryViewController: UITableViewController {
    var output: PantryPresenter?
    private var items: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Pantry"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "barcode.viewfinder"),
            style: .plain,
            target: self,
            action: #selector(scanTapped)
        )
        output?.viewDidLoad()
    }

    func show(items: [String]) {
        self.items = items
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    @objc private func scanTapped() {
        output?.didTapScan()
    }
}
