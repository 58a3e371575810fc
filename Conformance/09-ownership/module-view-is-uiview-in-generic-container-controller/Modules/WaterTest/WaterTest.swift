import UIKit

// MARK: - View

final class WaterTestView: UIView {

    var output: WaterTestViewOutput!
    private let phField = UITextField()
    private let nitrateField = UITextField()

    override init(frame: CGRect) {
        super.init(frame: frame)
        phField.placeholder = "pH"
        phField.keyboardType = .decimalPad
        nitrateField.placeholder = "Nitrate (ppm)"
        nitrateField.keyboardType = .decimalPad
        let save = UIButton(type: .system)
        save.setTitle("Save", for: .normal)
        save.addTarget(self, action: #selector(saveTapped), for: .touchUpInside)
        let cancel = UIButton(type: .system)
        cancel.setTitle("Cancel", for: .normal)
        cancel.addTarget(self, action: #selector(cancelTapped), for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [phField, nitrateField, save, cancel])
        stack.axis = .vertical
        stack.spacing = 12
        stack.frame = CGRect(x: 24, y: 48, width: 320, height: 200)
        addSubview(stack)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    @objc private func saveTapped() {
        output.didTapSave(ph: Double(phField.text ?? ""), nitrate: Double(nitrateField.text ?? ""))
    }

    @objc private func cancelTapped() {
        output.didTapCancel()
    }
}

// MARK: - Presenter

protocol WaterTestViewOutput: AnyObject {
    func didTapSave(ph: Double?, nitrate: Double?)
    func didTapCancel()
}

final class WaterTestPresenter: WaterTestViewOutput {

    private let router: WaterTestRouterInput
    private let tankId: UUID

    init(tankId: UUID, router: WaterTestRouterInput) {
        self.tankId = tankId
        self.router = router
    }

    func didTapSave(ph: Double?, nitrate: Double?) {
        guard let ph, let nitrate else { return }
        UserDefaults.standard.set(String(format: "pH %.1f · NO₃ %.0f ppm", ph, nitrate), forKey: "reading.\(tankId)")
        router.close()
    }

    func didTapCancel() {
        router.close()
    }
}

// MARK: - Router

protocol WaterTestRouterInput: AnyObject {
    func close()
}

final class WaterTestRouter: WaterTestRouterInput {

    weak var viewController: UIViewController?

    func close() {
        viewController?.dismiss(animated: true)
    }
}

// MARK: - Builder

enum WaterTestBuilder {

    static func build(tankId: UUID) -> UIViewController {
        let view = WaterTestView()
        let router = WaterTestRouter()
        view.output = WaterTestPresenter(tankId: tankId, router: router)
        let container = ScreenContainerViewController(contentView: view, title: "Water test")
        router.viewController = container
        return container
    }
}
