//
//  WatersAssembly.h
//  Reelmark
//

#import <UIKit/UIKit.h>

@interface WatersAssembly : NSObject

+ (UIViewController *)assembleModule;

@end
