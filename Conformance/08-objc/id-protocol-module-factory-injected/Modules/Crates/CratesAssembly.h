//
//  CratesAssembly.h
//  Groove
//

#import <UIKit/UIKit.h>
#import "GrooveModuleFactory.h"

NS_ASSUME_NONNULL_BEGIN

@interface CratesAssembly : NSObject

+ (UIViewController *)buildModuleWithFactory:(id<GrooveModuleFactory>)factory;

@end

NS_ASSUME_NONNULL_END
