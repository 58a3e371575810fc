import UIKit

final class SpeciesPickerViewController: UITableViewController {

    var presenter: SpeciesPickerPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Species"
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.species.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell()
        cell.textLabel?.text = presenter.species[indexPath.row]
        cell.accessoryType = indexPath.row == presenter.selectedIndex ? .checkmark : .none
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelect(at: indexPath.row)
        tableView.reloadData()
    }
}

final class SpeciesPickerPresenter {

    let species = ["Monstera deliciosa", "Ficus lyrata", "Calathea orbifolia", "Sansevieria trifasciata"]
    var onPick: ((String) -> Void)?
    private(set) var selectedIndex: Int?

    func didSelect(at index: Int) {
        selectedIndex = index
        onPick?(species[index])
    }
}

enum SpeciesPickerBuilder {

    static func build(onPick: @escaping (String) -> Void) -> UIViewController {
        let view = SpeciesPickerViewController()
        let presenter = SpeciesPickerPresenter()
        presenter.onPick = onPick
        view.presenter = presenter
        return view
    }
}
