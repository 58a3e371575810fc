//
//  ParcelsAssembly.h
//  Doorstep
//

#import <UIKit/UIKit.h>

@interface ParcelsAssembly : NSObject

+ (UIViewController *)buildModule;

@end
