//
//  TrailerAssembly.h
//  Matinee
//

#import <UIKit/UIKit.h>

@interface TrailerAssembly : NSObject

+ (UIViewController *)buildModule;

@end
