import UIKit

enum PetProfileConfigurator {
    static func configure(_ viewController: PetProfileViewController) {
        let interactor = PetProfileInteractor(api: .shared)
        let presenter = PetProfilePresenter(view: viewController, interactor: interactor)
        viewController.presenter = presenter
    }
}

protocol PetProfileView: AnyObject {
    func show(name: String, owner: String, notes: String)
}

final class PetProfileViewController: UIViewController, PetProfileView {
    @IBOutlet private weak var nameLabel: UILabel!
    @IBOutlet private weak var ownerLabel: UILabel!
    @IBOutlet private weak var notesLabel: UILabel!

    var presenter: PetProfilePresenter!

    override func awakeFromNib() {
        super.awakeFromNib()
        PetProfileConfigurator.configure(self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    func show(name: String, owner: String, notes: String) {
        title = name
        nameLabel.text = name
        ownerLabel.text = owner
        notesLabel.text = notes
    }
}

final class PetProfilePresenter {
    private weak var view: PetProfileView?
    private let interactor: PetProfileInteractor
    private var pet: Pet?

    init(view: PetProfileView, interactor: PetProfileInteractor) {
        self.view = view
        self.interactor = interactor
    }

    func configure(with pet: Pet) {
        self.pet = pet
    }

    func viewDidLoad() {
        guard let pet else { return }
        Task { @MainActor in
            let notes = await interactor.notes(for: pet)
            view?.show(name: pet.name, owner: "Owner: \(pet.owner)", notes: notes)
        }
    }
}

final class PetProfileInteractor {
    private let api: ClinicAPI

    init(api: ClinicAPI) {
        self.api = api
    }

    func notes(for pet: Pet) async -> String {
        await api.notes(petID: pet.id)
    }
}
