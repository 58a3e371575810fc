//
//  GearGuideModule.h
//  SpokeShop
//

#import <UIKit/UIKit.h>

#import "RepairGuideAssembly.h"

NS_ASSUME_NONNULL_BEGIN

@class GearGuidePresenter;

@interface GearGuideViewController : UIViewController
@property (nonatomic, strong) GearGuidePresenter *presenter;
@end

@interface GearGuidePresenter : NSObject
- (NSString *)screenTitle;
- (NSString *)steps;
@end

@interface GearGuideAssembly : NSObject <RepairGuideAssembly>
@end

NS_ASSUME_NONNULL_END
