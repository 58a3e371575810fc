//
//  PharmacyFinderModule.h
//  Dispensary
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@class PharmacyFinderPresenter;

@interface PharmacyFinderViewController : UITableViewController
@property (nonatomic, strong) PharmacyFinderPresenter *presenter;
@end

@interface PharmacyFinderPresenter : NSObject
@property (nonatomic, copy) NSString *prescriptionIdentifier;
- (NSArray<NSString *> *)nearbyPharmacies;
@end

@interface PharmacyFinderAssembly : NSObject
+ (UIViewController *)moduleForPrescription:(NSString *)prescriptionIdentifier;
@end

NS_ASSUME_NONNULL_END
