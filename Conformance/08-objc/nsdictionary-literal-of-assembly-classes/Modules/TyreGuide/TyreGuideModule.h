//
//  TyreGuideModule.h
//  SpokeShop
//

#import <UIKit/UIKit.h>

#import "RepairGuideAssembly.h"

NS_ASSUME_NONNULL_BEGIN

@class TyreGuidePresenter;

@interface TyreGuideViewController : UIViewController
@property (nonatomic, strong) TyreGuidePresenter *presenter;
@end

@interface TyreGuidePresenter : NSObject
- (NSString *)screenTitle;
- (NSString *)steps;
@end

@interface TyreGuideAssembly : NSObject <RepairGuideAssembly>
@end

NS_ASSUME_NONNULL_END
