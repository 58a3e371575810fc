//
//  AppDelegate.h
//  Waypoint
//

#import <UIKit/UIKit.h>

@interface AppDelegate : UIResponder <UIApplicationDelegate>
@end
