import UIKit

protocol PetsViewProtocol: AnyObject {
    func show(pets: [Pet])
}

final class PetsViewController: UITableViewController, PetsViewProtocol {
    private let presenter: PetsPresenterProtocol
    private var pets: [Pet] = []

    init?(coder: NSCoder, presenter: PetsPresenterProtocol) {
        self.presenter = presenter
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        fatalError("Use PetsWireframe.createModule()")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    func show(pets: [Pet]) {
        self.pets = pets
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        pets.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "PetCell", for: indexPath)
        var content = UIListContentConfiguration.subtitleCell()
        content.text = pets[indexPath.row].name
        content.secondaryText = pets[indexPath.row].species
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter.didSelectPet(at: indexPath.row)
    }
}
