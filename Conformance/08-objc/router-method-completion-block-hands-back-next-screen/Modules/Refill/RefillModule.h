//
//  RefillModule.h
//  Dispensary
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@class RefillPresenter;

@interface RefillViewController : UIViewController
@property (nonatomic, strong) RefillPresenter *presenter;
@end

@interface RefillPresenter : NSObject
@property (nonatomic, copy) NSString *prescriptionIdentifier;
- (NSString *)collectionNote;
@end

@interface RefillAssembly : NSObject
+ (UIViewController *)moduleForPrescription:(NSString *)prescriptionIdentifier;
@end

NS_ASSUME_NONNULL_END
