//
//  SetlistAssembly.h
//  Rehearsal
//

#import <UIKit/UIKit.h>

@interface SetlistAssembly : NSObject

+ (UIViewController *)buildModule;

@end
