//
//  BrakeGuideModule.h
//  SpokeShop
//

#import <UIKit/UIKit.h>

#import "RepairGuideAssembly.h"

NS_ASSUME_NONNULL_BEGIN

@class BrakeGuidePresenter;

@interface BrakeGuideViewController : UIViewController
@property (nonatomic, strong) BrakeGuidePresenter *presenter;
@end

@interface BrakeGuidePresenter : NSObject
- (NSString *)screenTitle;
- (NSString *)steps;
@end

@interface BrakeGuideAssembly : NSObject <RepairGuideAssembly>
@end

NS_ASSUME_NONNULL_END
