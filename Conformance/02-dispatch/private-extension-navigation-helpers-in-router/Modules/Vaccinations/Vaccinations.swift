import UIKit

final class VaccinationsViewController: UITableViewController {
    var presenter: VaccinationsPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = presenter.title
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Shot")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.records.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Shot", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = presenter.records[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

final class VaccinationsPresenter {
    private let pet: Pet

    init(pet: Pet) {
        self.pet = pet
    }

    var title: String { "\(pet.name)'s vaccinations" }

    var records: [String] {
        pet.species == "Dog"
            ? ["Rabies · due Mar 2025", "DHPP · up to date", "Leptospirosis · due Oct 2024"]
            : ["Rabies · up to date", "Core booster · due Jan 2025"]
    }
}

enum VaccinationsBuilder {
    static func build(pet: Pet) -> UIViewController {
        let view = VaccinationsViewController(style: .insetGrouped)
        view.presenter = VaccinationsPresenter(pet: pet)
        return view
    }
}
