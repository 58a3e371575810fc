import Foundation

protocol SkyTonightViewOutput: AnyObject {
    func viewDidLoad()
    func viewWillAppear()
    func didSelectConstellation(at index: Int)
}

extension SkyTonightViewOutput {
    func viewWillAppear() {}

    // Not a requirement of the protocol: a call through `SkyTonightViewOutput`
    // always runs this body, never an adopter's method of the same name.
    func didLongPressSky() {
        print("SkyTonight: long press ignored")
    }
}
