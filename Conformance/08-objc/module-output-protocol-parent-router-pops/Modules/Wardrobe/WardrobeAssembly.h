//
//  WardrobeAssembly.h
//  Capsule
//

#import <UIKit/UIKit.h>

@interface WardrobeAssembly : NSObject

+ (UIViewController *)buildModule;

@end
