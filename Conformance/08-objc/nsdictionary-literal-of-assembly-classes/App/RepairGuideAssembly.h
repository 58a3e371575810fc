//
//  RepairGuideAssembly.h
//  SpokeShop
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

/// Adopted by the assembly of every repair guide module, so the workshop can build any of them the same way.
@protocol RepairGuideAssembly <NSObject>
- (UIViewController *)buildModule;
@end

NS_ASSUME_NONNULL_END
