//
//  ParcelsAssembly.h
//  Parcelly
//

#import <UIKit/UIKit.h>

@interface ParcelsAssembly : NSObject

+ (UIViewController *)buildModule;

@end
